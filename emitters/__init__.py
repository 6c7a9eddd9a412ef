"""Output stages: HotSpot C++, GNU assembler, OpenJDK patches."""
