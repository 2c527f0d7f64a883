#include "decisionsmodel.h"

#include "app/tournament/decisiontext.h"
#include "desktop.h"
#include "settingnames.h"

#include <QDateTime>
#include <algorithm>
#include <set>

namespace gui {

DecisionsModel::DecisionsModel(QObject *parent) : QAbstractTableModel(parent) {}

void DecisionsModel::setDecisions(std::vector<db::Decision> decisions)
{
    beginResetModel();
    m_decisions = std::move(decisions);
    std::reverse(m_decisions.begin(), m_decisions.end());
    // Said once in the window's language, not at each paint.
    m_texts.clear();
    m_texts.reserve(m_decisions.size());
    const app::Language language = interfaceLanguage();
    for (const db::Decision &decision : m_decisions)
        m_texts.push_back(QString::fromStdString(
            app::decisionText(decision, language, &SettingNames::valueName)));
    applyFilter();
    endResetModel();
}

void DecisionsModel::setRoundFilter(std::optional<int> round)
{
    beginResetModel();
    m_round = round;
    applyFilter();
    endResetModel();
}

void DecisionsModel::setBoardFilter(std::optional<int> board)
{
    beginResetModel();
    m_board = board;
    applyFilter();
    endResetModel();
}

void DecisionsModel::applyFilter()
{
    m_shown.clear();
    for (std::size_t i = 0; i < m_decisions.size(); ++i) {
        const db::Decision &decision = m_decisions[i];
        if ((!m_round || decision.round == m_round) && (!m_board || decision.board == m_board))
            m_shown.push_back(i);
    }
}

std::vector<int> DecisionsModel::rounds() const
{
    std::set<int> found;
    for (const db::Decision &decision : m_decisions)
        if (decision.round)
            found.insert(*decision.round);
    return {found.begin(), found.end()};
}

std::vector<int> DecisionsModel::boards() const
{
    std::set<int> found;
    for (const db::Decision &decision : m_decisions)
        if (decision.board)
            found.insert(*decision.board);
    return {found.begin(), found.end()};
}

std::optional<db::Decision> DecisionsModel::decisionAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return std::nullopt;
    return m_decisions[m_shown[static_cast<std::size_t>(row)]];
}

int DecisionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}

int DecisionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DecisionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const db::Decision &decision = m_decisions[m_shown[static_cast<std::size_t>(index.row())]];
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(
            Qt::AlignVCenter |
            (index.column() == Round || index.column() == Board ? Qt::AlignRight : Qt::AlignLeft));
    // The whole text of the long columns, however narrow the window.
    if (role == Qt::ToolTipRole && (index.column() == What || index.column() == Why))
        return data(index, Qt::DisplayRole);
    if (role != Qt::DisplayRole)
        return {};
    const auto number = [](const std::optional<int> &value) {
        return value ? QString::number(*value) : QString();
    };
    switch (index.column()) {
    case When: {
        // Stored in UTC; the judge reads the hall's clock.
        const QDateTime at =
            QDateTime::fromString(QString::fromStdString(decision.decidedAt), Qt::ISODate);
        return at.isValid() ? at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                            : QString::fromStdString(decision.decidedAt);
    }
    case Who:
        return QString::fromStdString(decision.decidedBy);
    case Round:
        return number(decision.round);
    case Board:
        return number(decision.board);
    case Player:
        if (!decision.playerName)
            return QString();
        return decision.startNumber ? tr("%1 (No %2)")
                                          .arg(QString::fromStdString(*decision.playerName))
                                          .arg(*decision.startNumber)
                                    : QString::fromStdString(*decision.playerName);
    case What:
        return m_texts[m_shown[static_cast<std::size_t>(index.row())]];
    case Why:
        return QString::fromStdString(app::decisionWhy(decision));
    default:
        return {};
    }
}

QVariant DecisionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case When:
        return tr("When");
    case Who:
        return tr("Who");
    case Round:
        return tr("Round");
    case Board:
        return tr("Board");
    case Player:
        return tr("Player");
    case What:
        return tr("What");
    case Why:
        return tr("Why");
    default:
        return {};
    }
}

} // namespace gui
