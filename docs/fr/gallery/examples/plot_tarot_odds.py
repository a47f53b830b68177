"""
Les tableaux de chances du Tarot français, imprimés et exacts
=============================================================

La source imprime deux tableaux de chances pour le preneur au Tarot français, à une table de
quatre : ce que le chien contient des cartes qui lui manquent, et combien de cartes d’une couleur
détient le défenseur le plus long. L’action ``odds`` du moteur compte les deux exactement et place
chaque case imprimée à côté de son chiffre exact. De combien chaque case imprimée s’écarte-t-elle,
et pourquoi ?
"""

# %%
# Le chien
# --------
#
# Pour ``missing`` cartes d’une sorte qui manquent au preneur, la probabilité que les six cartes du
# chien en contiennent 0, 1, 2… Les cases imprimées portent un ``verdict`` : ``agrees`` (juste au
# dixième imprimé), ``rounding`` (à un dixième près) ou ``differs``.

from collections import Counter

from engine.api import handle

table = handle({"action": "odds", "game": "french-tarot", "players": 4})["tables"][0]
dog_cells = [(row["missing"], cell["k"], cell["percent"], row["chances"][cell["k"]]["float"] * 100, cell["verdict"])
             for row in table["dog_chances"] for cell in row.get("published", [])]
print("le chien :", dict(Counter(verdict for *_, verdict in dog_cells)))
for missing, k, printed, exact, verdict in dog_cells:
    if verdict == "differs":
        print(f"    {missing:2} cartes manquantes, {k} au chien : imprimé {printed:5.2f} %, exact {exact:6.3f} %")

# %%
# Le défenseur le plus long
# -------------------------
#
# Ici, la plupart des cases imprimées ne donnent pas le chiffre exact mais le chiffre
# ``independent`` : la probabilité si chaque carte tombait chez chaque défenseur indépendamment des
# autres, comme si les mains n’avaient pas une taille fixe de 18 cartes.

split_cells = [(row["cards"], cell["m"], cell["percent"], cell["independent"],
                next(c["float"] for c in row["longest"] if c["m"] == cell["m"]) * 100, cell["verdict"])
               for row in table["longest_defender"] for cell in row.get("published", [])]
print("le défenseur le plus long :", dict(Counter(verdict for *_, verdict in split_cells)))
six = next(row for row in table["longest_defender"] if row["cards"] == 6)
five_or_more = sum(c["float"] for c in six["longest"] if c["m"] >= 5) * 100
print(f"six cœurs chez la défense, un défenseur en détient cinq ou plus : imprimé 5.3 %, exact {five_or_more:.1f} %")

# %%
# Le graphique
# ------------
#
# Chaque case imprimée face à son chiffre exact : sur la diagonale, le chiffre imprimé est juste.

import matplotlib.pyplot as plt

fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4.5))
left.scatter([exact for *_, exact, _ in dog_cells], [printed for _, _, printed, *_ in dog_cells], s=12)
left.plot([0, 100], [0, 100], color="black", linewidth=0.8)
left.set_title("Le chien : imprimé contre exact")
left.set_xlabel("probabilité exacte (%)")
left.set_ylabel("probabilité imprimée (%)")
right.scatter([exact for *_, exact, _ in split_cells], [printed for _, _, printed, *_ in split_cells], s=12,
              label="imprimé")
right.scatter([exact for *_, exact, _ in split_cells], [independent for _, _, _, independent, *_ in split_cells],
              s=6, marker="x", label="chaque carte indépendamment")
right.plot([0, 70], [0, 70], color="black", linewidth=0.8)
right.set_title("Le défenseur le plus long : imprimé contre exact")
right.set_xlabel("probabilité exacte (%)")
right.set_ylabel("probabilité imprimée (%)")
right.legend()
fig.tight_layout()

# %%
# Le tableau du chien est juste au dixième presque partout : ses quelques autres cases, dans ses
# dernières colonnes, s’écartent d’un ou deux dixièmes, sauf une qui ressemble à une coquille
# (31,3 pour 31,7). Le second tableau s’écarte de la diagonale de façon systématique : les
# possessions courtes y sont imprimées trop rares et les longues trop fréquentes, exactement comme
# se placent les croix du calcul où chaque carte tombe indépendamment. La main d’un défenseur a une
# taille fixe : une longue possession laisse donc moins de place aux autres ; le tableau imprimé l’a
# oublié.
