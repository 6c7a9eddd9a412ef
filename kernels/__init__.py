"""Kernel families: one module each, registered with @kernel when imported."""
