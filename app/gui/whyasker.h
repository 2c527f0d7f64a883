// The reason a judge gives for a decision the log keeps (a deleted game, swapped colours, an
// unpaired round): a tab asks it through a WhyAsker, an input dialog by default (askWhy), which a
// test replaces with its own answers.
#pragma once

#include <QString>
#include <functional>
#include <optional>

class QWidget;

namespace gui {

// The reason, or nullopt when the judge cancels.
using WhyAsker =
    std::function<std::optional<QString>(const QString &title, const QString &question)>;

// The default: an input dialog over `parent`.
std::optional<QString> askWhy(QWidget *parent, const QString &title, const QString &question);

} // namespace gui
