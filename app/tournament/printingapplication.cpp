#include "printingapplication.h"

#include <QGuiApplication>

namespace app {

PrintingApplication::PrintingApplication()
{
    if (!QCoreApplication::instance())
        m_own = std::make_unique<QGuiApplication>(m_argc, m_argv);
}

PrintingApplication::~PrintingApplication() = default;

} // namespace app
