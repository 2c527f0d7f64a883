#include "settingnames.h"

namespace gui {

std::vector<SettingNames::Choice> SettingNames::systems()
{
    return {{QStringLiteral("round-robin"), tr("round robin")},
            {QStringLiteral("double-round-robin"), tr("double round robin")},
            {QStringLiteral("swiss"), tr("Swiss system")},
            {QStringLiteral("match"), tr("match")}};
}

std::vector<SettingNames::Choice> SettingNames::scorings()
{
    return {{QStringLiteral("1-0.5-0"), tr("1 - ½ - 0 (win, draw, loss)")},
            {QStringLiteral("2-1-0"), tr("2 - 1 - 0 (win, draw, loss)")}};
}

std::vector<SettingNames::Choice> SettingNames::ruleSets()
{
    return {{QStringLiteral("russian-fmjd64"), tr("Russian draughts, FMJD rules")},
            {QStringLiteral("russian-2010"), tr("Russian draughts, rules of 2010")},
            {QStringLiteral("brazilian-fmjd"), tr("Brazilian draughts, FMJD rules")},
            {QStringLiteral("international-fmjd"), tr("International draughts, FMJD rules")},
            {QStringLiteral("english-wcdf"), tr("English checkers, WCDF rules")},
            {QStringLiteral("italian-fid"), tr("Italian draughts, FID rules")},
            {QStringLiteral("pool-apca"), tr("Pool checkers, APCA rules")}};
}

std::vector<SettingNames::Choice> SettingNames::standingsCounts()
{
    return {{QStringLiteral("game-points"), tr("game points")},
            {QStringLiteral("match-points"), tr("match points")}};
}

std::vector<SettingNames::Choice> SettingNames::unplayedRounds()
{
    return {{QStringLiteral("fide-2024"), tr("as FIDE rules of 2024 (a dummy opponent)")},
            {QStringLiteral("played-only"), tr("played games only")},
            {QStringLiteral("fide-2009"), tr("as FIDE rules of 2009 (a virtual opponent)")}};
}

std::vector<SettingNames::Choice> SettingNames::withdrawalRules()
{
    return {{QStringLiteral("fide"), tr("as FIDE: played games stand")},
            {QStringLiteral("russian"),
             tr("Russian: fewer than half played, all annulled; else the rest lost")}};
}

std::vector<SettingNames::Choice> SettingNames::accelerations()
{
    return {{QStringLiteral("none"), tr("none")},
            {QStringLiteral("baku"), tr("Baku acceleration")}};
}

std::vector<SettingNames::Choice> SettingNames::variants()
{
    return {{QStringLiteral("russian"), tr("Russian draughts (64 squares)")},
            {QStringLiteral("brazilian"), tr("Brazilian draughts (64 squares)")},
            {QStringLiteral("international"), tr("International draughts (100 squares)")},
            {QStringLiteral("english"), tr("English checkers (64 squares, Black first)")},
            {QStringLiteral("italian"), tr("Italian draughts (64 squares)")},
            {QStringLiteral("pool"), tr("Pool checkers (64 squares, Black first)")},
            {QStringLiteral("giveaway"), tr("Giveaway (Russian draughts, the aim reversed)")}};
}

std::vector<SettingNames::Choice> SettingNames::initialColours()
{
    return {{QStringLiteral("white"), tr("White")},
            {QStringLiteral("black"), tr("Black")},
            {QStringLiteral("lot"), tr("drawn by lot at round 1")}};
}

namespace {

// The name of `code` in `choices`; the code itself when it is not one of them.
QString nameIn(const std::vector<SettingNames::Choice> &choices, const std::string &code)
{
    const QString stored = QString::fromStdString(code);
    for (const SettingNames::Choice &choice : choices)
        if (choice.code == stored)
            return choice.name;
    return stored;
}

} // namespace

QString SettingNames::systemName(reports::PairingSystem system)
{
    return nameIn(systems(), std::string(reports::settingCode(system)));
}

QString SettingNames::variantName(const std::string &code)
{
    return nameIn(variants(), code);
}

QString SettingNames::variantName(arbiter::Variant variant)
{
    return variantName(std::string(arbiter::rulesOf(variant).name));
}

std::optional<std::string> SettingNames::valueName(const std::string &setting,
                                                   const std::string &code)
{
    static const std::vector<std::pair<std::string, std::vector<Choice> (*)()>> lists = {
        {"system", &SettingNames::systems},
        {"scoring", &SettingNames::scorings},
        {"rule set", &SettingNames::ruleSets},
        {"micro-match standings", &SettingNames::standingsCounts},
        {"unplayed games in tie-breaks", &SettingNames::unplayedRounds},
        {"withdrawal rule", &SettingNames::withdrawalRules},
        {"acceleration", &SettingNames::accelerations},
        {"initial colour", &SettingNames::initialColours},
        {"variant", &SettingNames::variants},
    };
    const QString stored = QString::fromStdString(code);
    for (const auto &[name, choices] : lists)
        if (name == setting)
            for (const Choice &choice : choices())
                if (choice.code == stored)
                    return choice.name.toStdString();
    return std::nullopt;
}

app::Problem SettingNames::withValueNames(app::Problem problem)
{
    for (std::size_t i = 1; i < problem.args.size(); ++i)
        if (const auto name = valueName(problem.args[0], problem.args[i]))
            problem.args[i] = *name;
    return problem;
}

} // namespace gui
