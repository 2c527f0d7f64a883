// One dialog with every field of a player — name, title, club, birth year, region, rating — to
// add a player or edit one. OK checks the fields with app::PlayerValidator and, when any is
// wrong, names every wrong field inside the dialog and stays open.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "app/tournament/playervalidator.h"
#include "app/tournament/tournamentevent.h"
#endif

#include <QDialog>
#include <optional>

class QLabel;
class QLineEdit;

namespace gui {

class PlayerDialog : public QDialog
{
    Q_OBJECT

public:
    // Empty fields to add a player, or `entry`'s to edit him.
    explicit PlayerDialog(const std::optional<db::Entry> &entry, QWidget *parent = nullptr);

    // The fields as typed (numbers trimmed, as a form does; the rest as given).
    app::PlayerText typed() const;
    // Every wrong field, one sentence a line in the judge's language; empty when none.
    QString problems() const;

    QLineEdit *nameField() const { return m_name; }
    QLineEdit *titleField() const { return m_title; }
    QLineEdit *clubField() const { return m_club; }
    QLineEdit *birthYearField() const { return m_birthYear; }
    QLineEdit *regionField() const { return m_region; }
    QLineEdit *ratingField() const { return m_rating; }

public slots:
    void accept() override;

private:
    QLineEdit *m_name;
    QLineEdit *m_title;
    QLineEdit *m_club;
    QLineEdit *m_birthYear;
    QLineEdit *m_region;
    QLineEdit *m_rating;
    QLabel *m_problems;
};

} // namespace gui
