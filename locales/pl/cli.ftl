cli-description = UNO dla osób niewidomych i słabowidzących: gra przy klawiaturze, w której wszystko jest czytane na głos.
cli-usage-error = { $prog }: { $detail }
cli-help-play = zagraj partię (domyślnie)
cli-help-cards = wypisz 54 rodzaje kart z ich kodami brajlowskimi
cli-help-labels = zapisz arkusze etykiet brajlowskich dla talii
cli-help-rules = przeczytaj zasady wybranego zestawu, rozdział po rozdziale
cli-help-simulate = rozegraj wiele partii graczy komputerowych i zmierz wyniki
cli-help-tutor = naucz się UNO i kodów brajlowskich krok po kroku
