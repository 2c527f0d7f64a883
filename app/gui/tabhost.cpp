#include "tabhost.h"

namespace gui {

namespace {

int tabIndex(WindowTab tab)
{
    return static_cast<int>(tab);
}

} // namespace

void TabHost::addPage(WindowTab tab, QWidget *page, const QString &label)
{
    insertTab(tabIndex(tab), page, label);
}

void TabHost::show(WindowTab tab)
{
    setCurrentIndex(tabIndex(tab));
}

WindowTab TabHost::shown() const
{
    return tabAt(currentIndex(), count()).value_or(WindowTab::Rounds);
}

QWidget *TabHost::page(WindowTab tab) const
{
    return widget(tabIndex(tab));
}

QString TabHost::label(WindowTab tab) const
{
    return tabText(tabIndex(tab));
}

std::optional<WindowTab> TabHost::tabAt(int index, int count)
{
    if (index < 0 || index >= count || index > tabIndex(WindowTab::Decisions))
        return std::nullopt;
    return static_cast<WindowTab>(index);
}

} // namespace gui
