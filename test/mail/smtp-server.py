"""A real SMTP server for Hangout's tests: Debian's aiosmtpd on loopback, AUTH PLAIN/LOGIN required.

Every message it accepts is written to DIR as NNNN.eml (the bytes received) and NNNN.json (the
envelope). Prints "ready" once it listens; stops on SIGTERM.
Usage: /usr/bin/python3 smtp-server.py PORT DIR USERNAME PASSWORD
"""
import json
import os
import signal
import sys
import threading

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

port, directory, username, password = int(sys.argv[1]), sys.argv[2], sys.argv[3].encode(), sys.argv[4].encode()


def authenticator(server, session, envelope, mechanism, auth_data):
    ok = isinstance(auth_data, LoginPassword) and auth_data.login == username and auth_data.password == password
    return AuthResult(success=ok)


class SaveToDirectory:
    def __init__(self):
        self.count = 0
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.count += 1
            name = os.path.join(directory, f"{self.count:04d}")
        with open(name + ".json.tmp", "w") as file:
            json.dump({"mail_from": envelope.mail_from, "rcpt_tos": envelope.rcpt_tos, "authenticated": session.authenticated}, file)
        with open(name + ".eml.tmp", "wb") as file:
            file.write(envelope.original_content)
        os.rename(name + ".json.tmp", name + ".json")
        os.rename(name + ".eml.tmp", name + ".eml")
        return "250 Message accepted for delivery"


# Plain-text AUTH only because this server listens on loopback for tests; production uses TLS.
controller = Controller(
    SaveToDirectory(),
    hostname="127.0.0.1",
    port=port,
    authenticator=authenticator,
    auth_required=True,
    auth_require_tls=False,
)
controller.start()
print("ready", flush=True)
stop = threading.Event()
signal.signal(signal.SIGTERM, lambda *_: stop.set())
signal.signal(signal.SIGINT, lambda *_: stop.set())
stop.wait()
controller.stop()
