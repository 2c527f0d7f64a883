#include "backgroundtask.h"

#include <QProgressDialog>
#include <QThread>
#include <chrono>

namespace gui {

BackgroundTask *BackgroundTask::start(QWidget *parent, const QString &title, Work work,
                                      Finished finished)
{
    return new BackgroundTask(parent, title, std::move(work), std::move(finished));
}

BackgroundTask::BackgroundTask(QWidget *parent, const QString &title, Work work, Finished finished)
    : QObject(parent), m_dialog(new QProgressDialog(title, tr("Cancel"), 0, 0, parent))
{
    m_dialog->setWindowTitle(title);
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->setMinimumDuration(0);
    m_dialog->setAutoClose(false);
    m_dialog->setAutoReset(false);
    // The dialog stays up until the work has really stopped: Cancel only asks it to.
    disconnect(m_dialog, &QProgressDialog::canceled, m_dialog, &QProgressDialog::cancel);
    connect(m_dialog, &QProgressDialog::canceled, this, [this] {
        m_cancelled = true;
        m_dialog->setLabelText(tr("Cancelling…"));
    });
    connect(this, &BackgroundTask::progressed, this,
            [this](int done, int total, const QString &what) {
                m_dialog->setMaximum(total);
                m_dialog->setValue(done);
                if (!m_cancelled)
                    m_dialog->setLabelText(what);
            });
    connect(this, &BackgroundTask::ended, this,
            [this, finished = std::move(finished)](const QString &summary, bool succeeded) {
                m_thread->wait();
                m_dialog->close();
                finished(Outcome{summary, succeeded}, m_cancelled.load());
                deleteLater();
            });
    // Signals emitted on the worker thread reach this object, which lives on the GUI thread,
    // queued; everything is connected before the thread starts.
    m_thread = QThread::create([this, work = std::move(work)] {
        Control control;
        control.cancelFlag = &m_cancelled;
        auto last = std::chrono::steady_clock::now() - std::chrono::seconds(1);
        control.progress = [this, &last](int done, int total, const QString &what) {
            const auto now = std::chrono::steady_clock::now();
            if (now - last < std::chrono::milliseconds(100) && done < total)
                return;
            last = now;
            emit progressed(done, total, what);
        };
        const Outcome outcome = work(control);
        emit ended(outcome.summary, outcome.succeeded);
    });
    m_thread->start();
}

BackgroundTask::~BackgroundTask()
{
    m_cancelled = true;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
    delete m_dialog;
}

} // namespace gui
