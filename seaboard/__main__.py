from seaboard.cli import main

raise SystemExit(main())
