"""The widgets: a widget's state, its HTML view from the engine's answer, and its live entry point.

See widgets/README.md for how a page places a widget and how the browser talks to it.
"""
