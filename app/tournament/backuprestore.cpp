#include "backuprestore.h"

#include "db/embeddedcluster.h"

namespace app {

namespace {

ProblemCode codeOf(db::RestoreRefusal::Reason reason)
{
    using Reason = db::RestoreRefusal::Reason;
    switch (reason) {
    case Reason::NotAnArchive:
        return ProblemCode::BackupUnreadable;
    case Reason::ForeignEntries:
        return ProblemCode::BackupForeignEntries;
    case Reason::NoMigrations:
        return ProblemCode::BackupWithoutMigrations;
    case Reason::NewerProgram:
        return ProblemCode::BackupFromNewerProgram;
    case Reason::MigrationDiffers:
        return ProblemCode::BackupMigrationDiffers;
    case Reason::UnexpectedData:
        return ProblemCode::BackupDataUnexpected;
    case Reason::TargetNotEmpty:
        return ProblemCode::RestoreTargetNotEmpty;
    case Reason::TargetAhead:
        return ProblemCode::RestoreTargetAhead;
    case Reason::Database:
        break;
    }
    return ProblemCode::Database;
}

} // namespace

arbiter::Result<db::RestoreSummary, Problem> restoreBackup(db::PgConnection &connection,
                                                           const std::filesystem::path &file)
{
    auto restored =
        db::DumpRestorer(connection, db::EmbeddedCluster::binDir() / "pg_restore").restore(file);
    if (!restored)
        return Problem{codeOf(restored.error().reason), restored.error().facts};
    return std::move(restored.value());
}

} // namespace app
