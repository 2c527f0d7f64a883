// A table the judge picks one row of: `model`'s rows, read only, alternating colours, no row
// numbers, a click selecting the whole row (the Players and Games tabs).
#pragma once

#include <QString>

class QAbstractItemModel;
class QTableView;

namespace gui {

void showAsList(QTableView *view, QAbstractItemModel *model, const QString &objectName);

} // namespace gui
