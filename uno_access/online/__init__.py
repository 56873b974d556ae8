"""Online play: the protocol, the server (``uno-access serve``) and the console client
(``uno-access join``).  Only this package imports ``websockets``."""
