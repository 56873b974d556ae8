cli-description = UNO za slijepe i slabovidne igrače: igra se tipkovnicom, a sve se čita naglas.
cli-usage-error = { $prog }: { $detail }
cli-help-play = igraj partiju (zadano)
cli-help-cards = ispiši 54 vrste karata s njihovim kodovima na brajici
cli-help-labels = zapiši listove naljepnica na brajici za jedan špil
cli-help-rules = pročitaj pravila jednog skupa, odjeljak po odjeljak
cli-help-simulate = neka računalni igrači odigraju mnogo partija i izmjeri ih
cli-help-tutor = nauči UNO i kodove na brajici korak po korak
