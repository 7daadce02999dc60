// SherpaActions: see ARCHITECTURE.md for what belongs here.
