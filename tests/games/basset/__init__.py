"""The tests of Basset: its rules, its sessions as a whole, its odds and its widgets."""
