#include "backgroundtask.h"

#include <QProgressDialog>
#include <QThread>

namespace gui {

BackgroundTask *BackgroundTask::start(QWidget *parent, const QString &title, Work work)
{
    return new BackgroundTask(parent, title, std::move(work));
}

BackgroundTask::BackgroundTask(QWidget *parent, const QString &title, Work work)
    : QObject(parent), m_dialog(new QProgressDialog(title, tr("Cancel"), 0, 0, parent))
{
    m_dialog->setWindowTitle(title);
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->setMinimumDuration(0);
    m_dialog->setAutoClose(false);
    m_dialog->setAutoReset(false);
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
    // Signals emitted on the worker thread reach this object, which lives on the GUI thread,
    // queued.
    m_thread = QThread::create([this, work = std::move(work)] {
        Control control;
        control.cancelFlag = &m_cancelled;
        control.progress = [this](int done, int total, const QString &what) {
            emit progressed(done, total, what);
        };
        const QString summary = work(control);
        emit finished(summary, m_cancelled.load());
    });
    connect(this, &BackgroundTask::finished, this, [this] {
        m_thread->wait();
        m_dialog->close();
        m_dialog->deleteLater();
        m_thread->deleteLater();
        deleteLater();
    });
    m_thread->start();
}

} // namespace gui
