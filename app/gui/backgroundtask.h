// Long work — an import, the audit of a file, building the endgame database — on a thread of its
// own, with a progress dialog and a Cancel button, so that the window never freezes. The work
// reports progress through a callback (at most ten times a second reaches the dialog) and looks
// at the cancel flag between steps; the core stays free of Qt (CONTRIBUTING.md §3). Destroying the
// task (its window closing) cancels the work and waits for it.
#pragma once

#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <QString>
#include <atomic>
#include <functional>

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
    struct Outcome
    {
        // A bare summary is a failure (or a cancellation): `return tr("… cannot be read")`.
        Outcome(QString text = {}, bool ok = false) : summary(std::move(text)), succeeded(ok) {}
        QString summary; // what to tell the judge: done, cancelled or why it failed
        bool succeeded;
    };
    using Work = std::function<Outcome(Control &control)>;
    using Finished = std::function<void(const Outcome &outcome, bool cancelled)>;

    // Starts `work` with a progress dialog over `parent` (which owns the task); `finished` runs on
    // the GUI thread when it ends. The task deletes itself afterwards.
    static BackgroundTask *start(QWidget *parent, const QString &title, Work work,
                                 Finished finished);
    ~BackgroundTask() override;

signals:
    void progressed(int done, int total, const QString &what);
    void ended(const QString &summary, bool succeeded);

private:
    BackgroundTask(QWidget *parent, const QString &title, Work work, Finished finished);

    std::atomic<bool> m_cancelled{false};
    QPointer<QProgressDialog> m_dialog; // a child of the window too
    QThread *m_thread = nullptr;
};

} // namespace gui
