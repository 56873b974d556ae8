## Fala que o jogo espera, sinais sonoros, histórico para percorrer (uno_access/speech, console).

sound-unavailable = Não é possível tocar os sinais sonoros aqui (não há dispositivo nem reprodutor de áudio), então o jogo continua sem eles.
access-window-enter = O jogo está esperando você: jogue agora ou aperte Enter para continuar.
access-window-go-on = O jogo continua.
access-uno-remind = { $you ->
        [yes] Você tem uma carta só e não gritou UNO: digite uno agora, antes que o próximo jogador jogue.
       *[no] { $name } tem uma carta só e não gritou UNO: digite uno agora, antes que o próximo jogador jogue.
    }
    .braille = uma carta: digite uno
access-repeat-since = { $from ->
        [start] Tudo o que aconteceu até agora:
       *[turn] Tudo o que aconteceu desde a sua última jogada:
    }
access-more-events = { $count ->
        [one] Mais um evento: digite histórico para ouvi-lo.
       *[other] Mais { NUM($count, gender: "masculine") } eventos: digite histórico para ouvi-los.
    }
access-browse-empty = { $kind ->
        [game] Ainda não há mensagens do jogo.
        [chat] Ainda não há mensagens do bate-papo.
        [system] Ainda não há mensagens do sistema.
       *[other] Ainda não há mensagens.
    }
access-browse-edge = { $edge ->
        [first] Esta é a primeira mensagem.
       *[other] Esta é a última mensagem.
    }
access-browse-item = { $position } de { $count }: { $text }
access-browse-kind = Quais mensagens? Digite tudo, jogo, chat ou sistema.
access-hand-item = { $only ->
        [yes] { $card }
       *[no] carta { $position }: { $card }
    }{ $playable ->
        [yes] , jogável
       *[no] {""}
    }
access-catch-nobody = Ninguém pode ser pego agora: nenhum jogador ficou com uma carta sem dizer UNO.
access-did-you-mean = Não conheço "{ $text }". Você quis dizer { $suggestion }?
access-quit-yes-no = Responda sim ou não: você quer sair?

cmd-words-previous = anterior
cmd-words-next = próximo
cmd-words-first = primeiro
cmd-words-last = último
cmd-words-kind-all = tudo, todos
cmd-words-kind-game = jogo
cmd-words-kind-chat = bate-papo, chat
cmd-words-kind-system = sistema

play-opt-sounds = sinais sonoros ligados ou desligados (para ajustar o volume, digite definir volume-sons 60 no jogo)
play-opt-windows = quanto tempo o jogo espera quando você pode agir fora da vez: timed (tempo contado a partir do fim do anúncio), enter (o jogo espera você apertar Enter), auto (enter com --speech none); no jogo: definir fora-da-vez com-tempo, até-enter ou automático
