"""stubforge: the command-line front end."""
