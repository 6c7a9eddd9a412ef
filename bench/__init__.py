"""Counting, modelling, baselines and reports: instructions and cycles per byte."""
