"""The accessible web page of ``uno-access serve`` (``gateway.py``; the page in ``static/``)."""
