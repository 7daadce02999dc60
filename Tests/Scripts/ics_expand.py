"""Reads a sherpa .ics export with the icalendar package and expands every event's
and to-do's recurrence with python-dateutil over a window of days.

usage: ics_expand.py FILE FIRST_DAY DAYS

Prints one JSON object: per UID the component kind, summary, description, whether it
has an alarm, how many RRULEs, and its occurrences in [FIRST_DAY, FIRST_DAY + DAYS) as
local wall-clock text and as UTC instants; the VTIMEZONE observances that disagree
with the system's zone data; and the physical lines longer than 75 octets.
"""
import datetime as dt
import json
import sys
from zoneinfo import ZoneInfo

from dateutil.rrule import rruleset, rrulestr
from icalendar import Calendar


def expand(component, first_day, end_day):
    prop = component.get("DTSTART")
    start = prop.dt
    if isinstance(start, dt.datetime):
        zone = ZoneInfo(str(prop.params.get("TZID")))
        first = start.replace(tzinfo=None).replace(tzinfo=zone)
        low = dt.datetime.combine(first_day, dt.time(0), zone)
        high = dt.datetime.combine(end_day, dt.time(0), zone)
    else:
        first = dt.datetime.combine(start, dt.time(0))
        low = dt.datetime.combine(first_day, dt.time(0))
        high = dt.datetime.combine(end_day, dt.time(0))
    rules = component.get("RRULE")
    if rules is None:
        rules = []
    elif not isinstance(rules, list):
        rules = [rules]
    if rules:
        expanded = rruleset()
        for rule in rules:
            expanded.rrule(rrulestr(rule.to_ical().decode(), dtstart=first))
        found = [d for d in expanded.between(low, high, inc=True) if d < high]
    else:
        found = [first] if low <= first < high else []
    local = [d.strftime("%Y-%m-%dT%H:%M") for d in found]
    utc = [d.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%MZ") if d.tzinfo else "" for d in found]
    return local, utc, len(rules)


def zone_problems(calendar):
    problems = []
    count = 0
    for timezone in calendar.walk("VTIMEZONE"):
        zone = ZoneInfo(str(timezone["TZID"]))
        for observance in timezone.subcomponents:
            count += 1
            start = observance.decoded("DTSTART")
            before = observance.decoded("TZOFFSETFROM")
            after = observance.decoded("TZOFFSETTO")
            if start.year == 1970:
                continue
            instant = (start - before).replace(tzinfo=dt.timezone.utc)
            hour = dt.timedelta(hours=1)
            if (instant - hour).astimezone(zone).utcoffset() != before:
                problems.append("%s: offset before is not %s" % (start, before))
            if (instant + hour).astimezone(zone).utcoffset() != after:
                problems.append("%s: offset after is not %s" % (start, after))
    return problems, count


def main():
    path, first_text, days = sys.argv[1], sys.argv[2], int(sys.argv[3])
    raw = open(path, "rb").read()
    physical = raw.split(b"\r\n")
    long_lines = [line.decode("utf-8") for line in physical if len(line) > 75]
    bare_newlines = raw.count(b"\n") - raw.count(b"\r\n")
    calendar = Calendar.from_ical(raw.decode("utf-8"))
    first_day = dt.date.fromisoformat(first_text)
    end_day = first_day + dt.timedelta(days=days)
    components = {}
    for component in calendar.walk():
        if component.name not in ("VEVENT", "VTODO"):
            continue
        local, utc, rules = expand(component, first_day, end_day)
        components[str(component["UID"])] = {
            "kind": component.name,
            "summary": str(component.get("SUMMARY", "")),
            "description": str(component.get("DESCRIPTION", "")),
            "alarm": any(sub.name == "VALARM" for sub in component.subcomponents),
            "rules": rules,
            "local": local,
            "utc": utc,
        }
    problems, observances = zone_problems(calendar)
    print(json.dumps({
        "components": components,
        "zone_problems": problems,
        "observances": observances,
        "long_lines": long_lines,
        "bare_newlines": bare_newlines,
        "ends_with_crlf": raw.endswith(b"\r\n"),
    }, sort_keys=True))


main()
