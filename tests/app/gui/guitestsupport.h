// What the window's test files share: the one QApplication of the test process, and QString
// printed by Catch in its failure messages.
#pragma once

#include <QApplication>
#include <QString>
#include <catch2/catch.hpp>

namespace Catch {
template <>
struct StringMaker<QString>
{
    static std::string convert(const QString &value) { return '"' + value.toStdString() + '"'; }
};
} // namespace Catch

namespace guitest {

// Made at the first call, never destroyed: QtSql's clean-up at ~QApplication would run after its
// own statics are gone.
QApplication &application();

} // namespace guitest
