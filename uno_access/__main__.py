from uno_access.cli.main import main

raise SystemExit(main())
