// Every message of a status bar expires: one shown without a timeout of its own
// (QStatusBar::showMessage(text)) is cleared after timeout() all the same, so that no message
// stands for hours after what it said. What must stay (the connection) is a permanent widget of
// the status bar, which messages do not touch.
#pragma once

#include <QObject>
#include <QTimer>

class QStatusBar;

namespace gui {

class StatusMessageTimer : public QObject
{
    Q_OBJECT

public:
    static constexpr int defaultTimeoutMs = 6000;

    explicit StatusMessageTimer(QStatusBar *bar, int timeoutMs = defaultTimeoutMs);

    int timeout() const { return m_timer.interval(); }
    // From the next message on.
    void setTimeout(int timeoutMs) { m_timer.setInterval(timeoutMs); }

private:
    QStatusBar *m_bar;
    QTimer m_timer;
};

} // namespace gui
