"""
Ferme 1659, Ferme 1800 et Farmer comparés
=========================================

Les trois jeux de seize ont en commun le compte et le but, mais diffèrent par le jeu de cartes et
par les règles : la Ferme de 1659 retire les huit (48 cartes), la Ferme de 1800 et le Farmer se
jouent avec le jeu de 45 cartes où reste un seul six (le six de cœur au Farmer, et dans notre
lecture de 1800), le joueur de 1659 ne peut pas s’arrêter en dessous de 12 dans notre lecture, et
au Farmer le fermier joue lui aussi une main. Comment ces changements ont-ils déplacé les chances ?
"""

# %%
# Jouer chaque jeu
# ----------------
#
# Pour chaque jeu, une séance ``play`` de 1000 tours à une table de cinq, tirée d’une graine, dit
# combien de fois quelqu’un prend la ferme, combien de fois une main finit sur 16 ou crève, et
# combien de cartes elle tient. Chaque joueur s’arrête à 14 dans les trois jeux
# (``{"name": "stand", "at": 14}``, permis dans chacun) : ce qui diffère, c’est donc le jeu de
# cartes et les règles, non les choix des joueurs.

from engine.api import handle

GAMES = {
    "Ferme 1659": {"game": "ferme", "variant": "1659"},
    "Ferme 1800": {"game": "ferme", "variant": "1800"},
    "Farmer": {"game": "farmer", "variant": "american"},
}

POLICY = {"name": "stand", "at": 14}


def figures(table: dict[str, str]) -> dict[str, float]:
    """Les taux d’un jeu sur une séance de 1000 tours à cinq joueurs, tirée d’une graine."""
    session = handle({"action": "play", **table, "players": 5, "seed": 2024, "rounds": 1000,
                      "policy": POLICY, "explain": False})
    rounds = [deal["summary"] for deal in session["deals"]]
    hands = [hand for rnd in rounds for hand in rnd["hands"]]
    return {
        "ferme gagnée": sum(rnd["winner"] is not None for rnd in rounds) / len(rounds),
        "main à 16": sum(hand["result"] == "sixteen" for hand in hands) / len(hands),
        "main crevée": sum(hand["result"] == "bust" for hand in hands) / len(hands),
        "cartes/main": sum(len(hand["cards"]) for hand in hands) / len(hands),
    }


table = {name: figures(request) for name, request in GAMES.items()}
columns = list(next(iter(table.values())))
print(f"{'':12}" + "".join(f"{column:>14}" for column in columns))
for name, row in table.items():
    print(f"{name:12}" + "".join(f"{row[column]:14.3f}" for column in columns))

# %%
# Le graphique
# ------------

import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(7, 4))
rates = columns[:3]
width = 0.25
for offset, (name, row) in enumerate(table.items()):
    ax.bar([i + (offset - 1) * width for i in range(len(rates))], [row[r] for r in rates], width, label=name)
ax.set_xticks(range(len(rates)), rates)
ax.set_title("Combien de fois la ferme est gagnée, et comment finissent les mains")
ax.set_xlabel("ce qui est compté (cinq joueurs, 1000 tours tirés de graines)")
ax.set_ylabel("part des tours ou des mains")
ax.legend()
fig.tight_layout()

# %%
# Les choix des joueurs étant les mêmes partout, c’est le jeu de 48 cartes de 1659 qui donne le plus
# de seize par main. La Ferme de 1800 et le Farmer partagent le jeu de 45 cartes et tombent sur 16 à
# peu près aussi souvent par main, mais la ferme est gagnée plus souvent au Farmer : le fermier y
# joue lui aussi une main, si bien que cinq mains la tentent, contre quatre à la Ferme. Changez la
# stratégie ou le nombre de joueurs et relancez le script pour voir quelle différence compte le
# plus.
