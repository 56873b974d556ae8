from uno_access.cli import main

raise SystemExit(main())
