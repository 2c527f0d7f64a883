// The tournament's settings as a judge reads them: each value the database stores as a code
// (round-robin, russian-fmjd64, game-points, fide-2024, baku …) with its name in the window's
// language, for the settings dialog's drop-downs and the window's header. The code stays what is
// stored; only the name is shown.
#pragma once

#include "app/tournament/problem.h"
#include "arbiter/variant.h"
#include "reports/settings.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <string>
#include <vector>

namespace gui {

class SettingNames
{
    Q_DECLARE_TR_FUNCTIONS(gui::SettingNames)

public:
    struct Choice
    {
        QString code; // as stored
        QString name; // as shown
    };

    // Each setting's values in the order the dialog offers them.
    static std::vector<Choice> systems();
    static std::vector<Choice> scorings();
    static std::vector<Choice> ruleSets();
    static std::vector<Choice> standingsCounts();
    static std::vector<Choice> unplayedRounds();
    static std::vector<Choice> withdrawalRules();
    static std::vector<Choice> accelerations();
    // FIDE C.04.3 E.5's initial colour of a Swiss.
    static std::vector<Choice> initialColours();
    // The game a tournament plays (arbiter/variant.h).
    static std::vector<Choice> variants();

    // The name of a pairing system.
    static QString systemName(reports::PairingSystem system);
    // The name of a variant's code ("international"); the code itself when it is not one of
    // variants().
    static QString variantName(const std::string &code);
    static QString variantName(arbiter::Variant variant);
    // The name of `code` of the setting the decisions log calls `setting` ("system", "scoring",
    // "rule set" …: app::settingChanges), for app::decisionText; nullopt for a setting without a
    // list of values, or a code not in it.
    static std::optional<std::string> valueName(const std::string &setting,
                                                const std::string &code);
    // A refusal about a setting ({setting, code, code …}: SettingLocked) with its codes named
    // by valueName, for the window's message («швейцарская система», not "swiss").
    static app::Problem withValueNames(app::Problem problem);
};

} // namespace gui
