// The window's tabs, each named by a WindowTab instead of its index: the pages are added in the
// enum's order, so that Alt+1 … Alt+7 (the View menu) and the tab kept between runs (QSettings
// "window/tab") follow it.
#pragma once

#include <QTabWidget>
#include <optional>

namespace gui {

enum class WindowTab
{
    Rounds,
    Standings,
    Crosstable,
    GameSheet,
    Players,
    Games,
    Decisions,
};

class TabHost : public QTabWidget
{
    Q_OBJECT

public:
    explicit TabHost(QWidget *parent = nullptr) : QTabWidget(parent) {}

    // Adds `page` as `tab` with its label, at the tab's place: the tabs are added in the enum's
    // order, each once.
    void addPage(WindowTab tab, QWidget *page, const QString &label);
    void show(WindowTab tab);
    WindowTab shown() const;
    QWidget *page(WindowTab tab) const;
    QString label(WindowTab tab) const;
    // The tab at `index` (a kept index, a View menu action's); none outside the pages added.
    static std::optional<WindowTab> tabAt(int index, int count);
};

} // namespace gui
