#include "statusmessagetimer.h"

#include <QStatusBar>

namespace gui {

StatusMessageTimer::StatusMessageTimer(QStatusBar *bar, int timeoutMs) : QObject(bar), m_bar(bar)
{
    setObjectName(QStringLiteral("statusMessageTimer"));
    m_timer.setSingleShot(true);
    m_timer.setInterval(timeoutMs);
    // Each message starts its time again; a message cleared stops it.
    connect(bar, &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (message.isEmpty())
            m_timer.stop();
        else
            m_timer.start();
    });
    connect(&m_timer, &QTimer::timeout, m_bar, &QStatusBar::clearMessage);
}

} // namespace gui
