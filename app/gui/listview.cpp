#include "listview.h"

#include <QHeaderView>
#include <QTableView>

namespace gui {

void showAsList(QTableView *view, QAbstractItemModel *model, const QString &objectName)
{
    view->setObjectName(objectName);
    view->setModel(model);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
}

} // namespace gui
