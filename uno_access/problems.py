"""Why a file, a folder or a connection could not be used, as one code of the ``store-reason``
message (``locales/<lang>/store.ftl``), so the reason is said in the player's language and never
as the operating system's English ("No such file or directory").

``reason_code(problem)`` takes an exception (an ``OSError``, a store or save error) or a code
already chosen; ``Localizer.why(problem)`` renders it.
"""

from __future__ import annotations

import errno

#: errno -> reason code; an errno not listed is "other"
ERRNO_REASONS = {
    errno.ENOENT: "missing",
    errno.EACCES: "denied",
    errno.EPERM: "denied",
    errno.ENOSPC: "full",
    errno.EDQUOT: "full",
    errno.EFBIG: "too_large",
    errno.EROFS: "readonly",
    errno.EISDIR: "a_folder",
    errno.ENOTDIR: "not_a_folder",
    errno.ENAMETOOLONG: "name_too_long",
    errno.ELOOP: "link_loop",
    errno.EBUSY: "locked",
    errno.ETXTBSY: "locked",
    errno.EEXIST: "exists",
    errno.EIO: "io",
    errno.EADDRINUSE: "address_in_use",
    errno.EADDRNOTAVAIL: "address_not_here",
    errno.ECONNREFUSED: "refused",
    errno.ETIMEDOUT: "timed_out",
    errno.EHOSTUNREACH: "unreachable",
    errno.ENETUNREACH: "unreachable",
}

#: every code the ``store-reason`` message names (tests check each language has them all)
REASONS = frozenset(ERRNO_REASONS.values()) | {
    "missing_folder", "cannot_open", "corrupt", "foreign", "not_a_file", "not_text", "not_json", "not_a_save",
    "unknown_version", "no_game", "inconsistent", "bad_certificate", "not_a_server", "timed_out", "other",
}


def reason_code(problem: object) -> str:
    """The reason code of ``problem``: an exception, or a code (an unknown code is "other")."""
    if isinstance(problem, str):
        return problem if problem in REASONS else "other"
    import ssl  # only here: most callers never meet a certificate

    if isinstance(problem, ssl.SSLError):
        return "bad_certificate"
    if isinstance(problem, TimeoutError) and problem.errno is None:
        return "timed_out"
    if isinstance(problem, OSError):
        return ERRNO_REASONS.get(problem.errno or 0, "other")
    if isinstance(problem, UnicodeDecodeError):
        return "not_text"
    from uno_access.engine import InvalidSave

    if isinstance(problem, InvalidSave):
        return "inconsistent"
    reason = getattr(problem, "reason", None)
    if isinstance(reason, str):
        return reason_code(reason)
    return "other"
