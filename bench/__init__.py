"""Benchmarks of House Rules: python build.py bench (python -m bench)."""
