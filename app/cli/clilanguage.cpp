#include "clilanguage.h"

#include "reports/reportlanguage.h"

#include <cstdlib>

namespace app {

namespace {

Language current = Language::English;

} // namespace

Language cliLanguage()
{
    return current;
}

void setCliLanguage(Language language)
{
    current = language;
}

Language environmentLanguage()
{
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char *value = std::getenv(name);
        if (!value || !*value)
            continue;
        const std::string_view locale(value);
        const bool russian = locale.starts_with("ru") && (locale.size() == 2 || locale[2] == '_' ||
                                                          locale[2] == '.' || locale[2] == '@');
        return russian ? Language::Russian : Language::English;
    }
    return Language::English;
}

std::string said(std::string_view english, std::string_view russian)
{
    return std::string(current == Language::Russian ? russian : english);
}

std::string russianNounAfter(long long count, std::string_view one, std::string_view few,
                             std::string_view many)
{
    switch (reports::russianCount(count)) {
    case reports::RussianCount::One:
        return std::string(one);
    case reports::RussianCount::Few:
        return std::string(few);
    case reports::RussianCount::Many:
        break;
    }
    return std::string(many);
}

std::string saidNumber(const std::string &number)
{
    return reports::decimalIn(number, current);
}

} // namespace app
