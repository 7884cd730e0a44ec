"""What build.py does, one concern a module (build.py's docstring lists them)."""
