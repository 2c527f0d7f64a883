#include "whyasker.h"

#include <QInputDialog>
#include <QLineEdit>

namespace gui {

std::optional<QString> askWhy(QWidget *parent, const QString &title, const QString &question)
{
    bool ok = false;
    const QString why =
        QInputDialog::getText(parent, title, question, QLineEdit::Normal, QString(), &ok);
    return ok ? std::optional(why) : std::nullopt;
}

} // namespace gui
