"""The tests of the games of sixteen, Ferme (1659 and 1800) and Farmer: their rules, odds and properties."""
