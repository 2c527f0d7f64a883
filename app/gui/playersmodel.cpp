#include "playersmodel.h"

namespace gui {

namespace {

QString text(const std::optional<std::string> &value)
{
    return value ? QString::fromStdString(*value) : QString();
}

QString number(const std::optional<int> &value)
{
    return value ? QString::number(*value) : QString();
}

// The region, the federation, or both ("Татарстан / RUS").
QString regionOf(const db::Entry &entry)
{
    if (entry.region && entry.federationId)
        return text(entry.region) + QStringLiteral(" / ") + text(entry.federationId);
    return entry.region ? text(entry.region) : text(entry.federationId);
}

} // namespace

PlayersModel::PlayersModel(QObject *parent) : QAbstractTableModel(parent) {}

void PlayersModel::setEntries(std::vector<db::Entry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    applyFilter();
    endResetModel();
}

void PlayersModel::setFilter(const QString &text)
{
    beginResetModel();
    m_filter = text.trimmed();
    applyFilter();
    endResetModel();
}

void PlayersModel::applyFilter()
{
    m_shown.clear();
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const db::Entry &entry = m_entries[i];
        // QString compares case-insensitively by Unicode case folding: "иван" finds "Иванов".
        if (m_filter.isEmpty() ||
            QString::fromStdString(entry.playerName).contains(m_filter, Qt::CaseInsensitive) ||
            text(entry.club).contains(m_filter, Qt::CaseInsensitive) ||
            regionOf(entry).contains(m_filter, Qt::CaseInsensitive))
            m_shown.push_back(i);
    }
}

std::optional<db::Entry> PlayersModel::entryAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return std::nullopt;
    return m_entries[m_shown[static_cast<std::size_t>(row)]];
}

int PlayersModel::rowOf(int startNumber) const
{
    for (std::size_t row = 0; row < m_shown.size(); ++row)
        if (m_entries[m_shown[row]].startNumber == startNumber)
            return static_cast<int>(row);
    return -1;
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}

int PlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const db::Entry &entry = m_entries[m_shown[static_cast<std::size_t>(index.row())]];
    if (role == Qt::TextAlignmentRole) {
        const bool numeric = index.column() == Number || index.column() == BirthYear ||
                             index.column() == Rating || index.column() == Withdrawn;
        return QVariant::fromValue(Qt::AlignVCenter | (numeric ? Qt::AlignRight : Qt::AlignLeft));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Number:
        return QString::number(entry.startNumber);
    case Name:
        return QString::fromStdString(entry.playerName);
    case Title:
        return text(entry.title);
    case Club:
        return text(entry.club);
    case BirthYear:
        return number(entry.birthYear);
    case Region:
        return regionOf(entry);
    case Rating:
        return number(entry.rating);
    case Withdrawn:
        return number(entry.withdrawnAfterRound);
    default:
        return {};
    }
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number:
        return tr("No");
    case Name:
        return tr("Name");
    case Title:
        return tr("Title");
    case Club:
        return tr("Club");
    case BirthYear:
        return tr("Birth year");
    case Region:
        return tr("Region/federation");
    case Rating:
        return tr("Rating");
    case Withdrawn:
        return tr("Withdrawn after round");
    default:
        return {};
    }
}

} // namespace gui
