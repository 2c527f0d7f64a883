// Long work — an import, the audit of a file, building the endgame database — on a thread of its
// own, with a progress dialog and a Cancel button, so that the window never freezes. The work
// reports progress through a callback and looks at the cancel flag between steps; the core stays
// free of Qt (STYLE.md 13).
#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <functional>

class QProgressDialog;
class QThread;
class QWidget;

namespace gui {

class BackgroundTask : public QObject
{
    Q_OBJECT

public:
    struct Control
    {
        std::function<void(int done, int total, const QString &what)> progress;
        const std::atomic<bool> *cancelFlag = nullptr;
        bool cancelled() const { return cancelFlag->load(); }
    };
    // The work: returns what to tell the judge when it ends (done, cancelled or failed).
    using Work = std::function<QString(Control &control)>;

    // Starts `work` with a progress dialog over `parent`; deletes itself when done.
    static BackgroundTask *start(QWidget *parent, const QString &title, Work work);

    void cancel() { m_cancelled = true; }

signals:
    void progressed(int done, int total, const QString &what);
    void finished(const QString &summary, bool cancelled);

private:
    BackgroundTask(QWidget *parent, const QString &title, Work work);

    std::atomic<bool> m_cancelled{false};
    QProgressDialog *m_dialog;
    QThread *m_thread = nullptr;
};

} // namespace gui
