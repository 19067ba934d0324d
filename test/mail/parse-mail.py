"""Reads raw mail files with Python's own parsers (email, icalendar) and prints what they say as JSON.

An independent reader for Hangout's tests: nothing here shares code with the builder it checks.
Usage: /usr/bin/python3 parse-mail.py FILE...
"""
import email
import email.policy
import json
import sys

import icalendar


def person(value):
    if value is None:
        return None
    return {"address": str(value), "cn": value.params.get("CN")}


def calendar(text):
    parsed = icalendar.Calendar.from_ical(text)
    events = [
        {
            "uid": str(event.get("UID")),
            "sequence": int(event.get("SEQUENCE")),
            "status": str(event.get("STATUS")),
            "summary": str(event.get("SUMMARY")),
            "dtstart": event.decoded("DTSTART").isoformat(),
            "dtend": event.decoded("DTEND").isoformat(),
            "organizer": person(event.get("ORGANIZER")),
            "attendee": person(event.get("ATTENDEE")),
        }
        for event in parsed.walk("VEVENT")
    ]
    return {"method": str(parsed.get("METHOD")), "events": events}


def structure(part):
    if part.is_multipart():
        return {"type": part.get_content_type(), "parts": [structure(child) for child in part.iter_parts()]}
    return {"type": part.get_content_type(), "disposition": part.get_content_disposition(), "filename": part.get_filename()}


def parse(path):
    with open(path, "rb") as file:
        message = email.message_from_binary_file(file, policy=email.policy.default)
    headers = {name: str(message[name]) if message[name] is not None else None for name in ("From", "To", "Reply-To", "Subject", "Message-ID", "Date", "Auto-Submitted", "MIME-Version")}
    parts = []
    for part in message.walk():
        if part.is_multipart():
            continue
        entry = {
            "type": part.get_content_type(),
            "method": part.get_param("method"),
            "charset": part.get_content_charset(),
            "disposition": part.get_content_disposition(),
            "filename": part.get_filename(),
            "content": part.get_content(),
        }
        if entry["type"] == "text/calendar":
            entry["calendar"] = calendar(part.get_content())
        parts.append(entry)
    defects = [type(defect).__name__ for part in message.walk() for defect in part.defects]
    return {"path": path, "headers": headers, "structure": structure(message), "parts": parts, "defects": defects}


json.dump([parse(path) for path in sys.argv[1:]], sys.stdout)
