"""The ``uno-access`` command line: the dispatcher (``main``) and the subcommands that are not a game.

``main.py`` parses the command line and runs a subcommand's module; ``cards``, ``labels``,
``saves`` and ``simulate`` are the subcommands of the same names (``play``, ``tutor``,
``serve`` and ``join`` live with the console, the tutor and the online package).
"""
