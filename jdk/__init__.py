"""OpenJDK trees and JVMs: the patch, its flag edits, and the end-to-end JVM run."""
