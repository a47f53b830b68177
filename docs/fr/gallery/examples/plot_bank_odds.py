"""
L’avantage du banquier au Basset et au Landsknecht
==================================================

Deux anciens jeux de banque, deux questions auxquelles le moteur répond exactement avec son action
``odds`` : au Basset, ce que gagne un ponte qui laisse courir une mise gagnante, selon le gain
auquel il s’arrête, avec les deux barèmes de prix ; au Landsknecht, les chances du banquier selon
les deux manières de faire correspondre les cartes (la correspondance par la valeur est une
variante de notre cru, proposée pour la comparaison).
"""

# %%
# Basset : deux barèmes
# ---------------------
#
# Les variantes ``parlett`` et ``cotton`` paient à des prix différents une mise qui gagne une fois,
# deux fois ou davantage. Pour une mise d’un jeton, ``odds`` donne l’avantage du banquier quand le
# ponte prend son premier gain, ainsi que la probabilité et le gain espéré d’une mise qu’on laisse
# courir jusqu’à chaque gain.

from engine.api import handle

basset = {variant: handle({"action": "odds", "game": "basset", "variant": variant})
          for variant in ("parlett", "cotton")}
for variant, odds in basset.items():
    edge = odds["banker_edge"]
    print(f"{odds['title']} : barème {odds['schedule']}, avantage du banquier "
          f"{edge['fraction'][0]}/{edge['fraction'][1]} = {edge['float']:.4f}")
    for depth in odds["riding"]:
        print(f"    courir jusqu’au gain {depth['depth']} (payé {depth['price']}) : probabilité "
              f"{depth['probability']['float']:.4f}, gain espéré {depth['expected_value']['float']:+.4f}")

# %%
# Landsknecht : correspondance par la couleur ou par la valeur
# ------------------------------------------------------------
#
# Le banquier retourne sa carte à sa gauche et celle des pontes à sa droite, puis des cartes au
# milieu jusqu’à ce que l’une d’elles corresponde : une carte qui correspond à celle de gauche fait
# gagner le banquier, une carte qui correspond à celle de droite fait gagner les pontes, et si les
# cartes de gauche et de droite se correspondent entre elles, le banquier gagne aussitôt. ``odds``
# répond pour chaque jeu de cartes, selon les deux manières de faire correspondre à la fois.

BY = {"suit": "la couleur", "rank": "la valeur"}  # les deux manières de faire correspondre, en toutes lettres

landsknecht = {pack: handle({"action": "odds", "game": "landsknecht", "pack": pack})
               for pack in ("french-52", "german-48", "german-32")}
for pack, odds in landsknecht.items():
    for row in odds["odds"]:
        print(f"{pack:10} par {BY[row['match']]:10} : le banquier gagne {row['banker_wins']['float']:.4f},"
              f" aussitôt {row['immediate']['float']:.4f}, cartes retournées {row['expected_cards']['float']:.2f}")

# %%
# Les graphiques
# --------------

import matplotlib.pyplot as plt

fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
for variant, odds in basset.items():
    depths = [d["depth"] for d in odds["riding"]]
    left.plot(depths, [d["expected_value"]["float"] for d in odds["riding"]], "o-", label=odds["title"])
left.axhline(0, color="black", linewidth=0.8)
left.set_title("Basset : gain espéré d’une mise qu’on laisse courir")
left.set_xlabel("laisser courir jusqu’à ce gain")
left.set_ylabel("gain espéré par jeton misé")
left.legend()
packs = list(landsknecht)
for shift, match in ((-0.2, "suit"), (0.2, "rank")):
    chances = [next(r for r in landsknecht[p]["odds"] if r["match"] == match)["banker_wins"]["float"] for p in packs]
    right.bar([i + shift for i in range(len(packs))], chances, 0.4, label=f"correspondance par {BY[match]}")
right.axhline(0.5, color="black", linewidth=0.8)
right.set_xticks(range(len(packs)), packs)
right.set_title("Landsknecht : les chances du banquier sur un coup")
right.set_xlabel("jeu de cartes")
right.set_ylabel("probabilité que le banquier gagne")
right.legend()
fig.tight_layout()

# %%
# Les deux banques ont l’avantage sur un coup isolé ou sur une mise dont le gain est pris aussitôt.
# Au Basset, les prix plus tardifs d’une mise qu’on laisse courir sont assez généreux pour que
# laisser courir paraisse meilleur sur le papier ; le piège, c’est la faible probabilité d’y
# parvenir. Au Landsknecht, la correspondance par la couleur favorise davantage le banquier que la
# correspondance par la valeur.
