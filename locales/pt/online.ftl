## Jogo online: as palavras dos comandos do saguão e da mesa (a primeira é a principal),
## depois o que o console diz sobre o servidor, as mesas e os outros jogadores.
online-words-list = mesas, lista
online-words-create = cria, criar, nova
online-words-join = entra, entrar, senta
online-words-spectate = assiste, assistir, olha
online-words-leave = levanta, deixa
online-words-start = começa, começar
online-words-add = adiciona, adicionar
online-words-remove = remove, remover, tira
online-words-kick = expulsa, expulsar
online-words-say = diz, dizer, fala
online-words-who = quem
online-words-time = tempo
online-words-invite = convite, código
online-words-opt-private = privada
online-words-opt-bots = robôs, computador
online-words-opt-rules = regras
online-words-opt-house = casa
online-words-opt-level = nível
online-words-opt-timer = cronômetro
online-words-opt-grace = espera
online-words-opt-delay = atraso

online-bot-name = Robô { $number }

online-connected = Conectado a { $url } como { $name }. Digite mesas para ver as mesas, cria para abrir uma, ajuda para todos os comandos.
online-cannot-connect = O servidor { $url } não responde ({ $detail }).
online-bad-url = Isto não é o endereço de um servidor: { $url }. Ele começa com ws:// ou wss://.
online-reconnecting = A conexão caiu. Nova tentativa em { $seconds ->
        [one] um segundo
       *[other] { NUM($seconds) } segundos
    }.
online-resumed = De volta à mesa. { $count ->
        [0] Você não perdeu nada.
        [one] Você perdeu uma mensagem; o histórico a repete.
       *[other] Você perdeu { NUM($count, gender: "feminine") } mensagens; o histórico as repete.
    }
online-server-stopped = O servidor está parando. A partida fica salva nele; este console se reconecta quando ele voltar.
online-bye-takeover = Seu lugar foi retomado em outro aparelho. Este console para aqui.
online-bye-flood = O servidor fechou a conexão: mensagens demais, rápido demais.
online-bye-slow = O servidor fechou a conexão: este console não acompanhou.
online-bye-other = O servidor fechou a conexão.
online-bad-message = O servidor mandou uma mensagem que este console não sabe ler; ela foi ignorada.

online-help = Comandos online: mesas; cria com o número de lugares e, se quiser, robôs NÚMERO, regras NOME, casa NOME=VALOR, nível easy, normal ou hard, privada, cronômetro SEGUNDOS, espera SEGUNDOS, atraso SEGUNDOS; entra CÓDIGO; assiste CÓDIGO; levanta; começa; para quem abriu a mesa adiciona NÍVEL, remove NOME e expulsa NOME; diz TEXTO; quem; tempo; convite.
online-quit-ask = Sair da mesa agora? O computador fica com o seu lugar; o seu código de volta traz você de novo. Digite sim para sair ou não para continuar.
online-save-now = O servidor guarda este jogo jogada por jogada; se você sair, o seu código de volta traz você de novo.
online-lobby-prompt = Você está no saguão. Digite mesas, cria, ou entra com o código de uma mesa.
online-table-prompt = Você está em uma mesa; a partida ainda não começou. Quem abriu a mesa digita começa.
online-no-game = Ainda não há nenhuma partida em jogo.
online-create-how = Crie uma mesa assim: cria 4 robôs 2 regras official casa stacking=same privada.
online-join-how = Dê o código da mesa, ou o código de convite de uma mesa privada: entra K7QD.
online-say-how = Digite diz e depois a sua mensagem.
online-no-tables = Não há nenhuma mesa pública aberta. Digite cria para abrir uma.
online-house-rules = { $any ->
        [no] sem regras da casa
       *[yes] regras da casa { $house }
    }
online-table-item = Mesa { $table }: regras { $rules }, { online-house-rules }, { $free ->
        [0] nenhum lugar livre
        [one] um lugar livre
       *[other] { NUM($free) } lugares livres
    } de { NUM($seats) }, { $state ->
        [waiting] esperando
        [playing] em jogo
       *[other] terminada
    }; jogadores: { $names }.
online-seat-open = lugar { $seat } livre
online-seat-item = lugar { $seat } { $name }{ $kind ->
        [bot] , jogador do computador
       *[other] {""}
    }{ $host ->
        [yes] , abriu a mesa
       *[other] {""}
    }
online-table = Mesa { $table }{ $private ->
        [yes] , privada
       *[other] {""}
    }: regras { $rules }, { online-house-rules }; { $seats }.
online-invite = O código de convite desta mesa privada é { $code }. Passe-o aos amigos que você convidar: entra { $code }.
online-invite-public = Esta mesa é pública: qualquer pessoa pode entrar com o código { $table }.
online-seated = Você está no lugar { $seat } da mesa { $table }.
online-token = Seu código de volta é { $token }. Com ele e o seu nome você pode voltar a este lugar em outro aparelho.
online-spectating = Você está assistindo à mesa { $table }. Você não vê nenhuma mão.
online-left = Você saiu da mesa e está de volta ao saguão.
online-back-in-lobby = Você está de volta ao saguão.
online-chat = { $scope ->
        [lobby] { $name } no saguão: { $text }
       *[other] { $name } diz: { $text }
    }
online-who-item = { $name } { $status ->
        [here] está presente
        [away] está sem conexão
        [stand_in] está ausente, o computador joga no lugar
       *[other] é um jogador do computador
    }{ $host ->
        [yes] , abriu a mesa
       *[other] {""}
    }
online-who-table = Nesta mesa: { $players }. { $spectators ->
        [0] Ninguém está assistindo.
        [one] Uma pessoa está assistindo.
       *[other] Há { NUM($spectators, gender: "feminine") } pessoas assistindo.
    }
online-who-lobby = { $count ->
        [0] Não há ninguém no saguão.
        [one] No saguão: { $names }.
       *[other] No saguão, { NUM($count, gender: "feminine") } pessoas: { $names }.
    }
online-time-left = { $seconds ->
        [one] Resta um segundo
       *[other] Restam { NUM($seconds) } segundos
    } nesta vez.
online-time-off = Esta mesa não tem tempo por vez.

online-notice-absent = { $name } perdeu a conexão. O lugar fica guardado por { $seconds ->
        [one] um segundo
       *[other] { NUM($seconds) } segundos
    }.
online-notice-back = { $name } voltou{ $bot ->
        [yes] ; o computador para de jogar no lugar.
       *[other] .
    }
online-notice-waiting = A partida espera { $name }, que perdeu a conexão: no máximo mais { $seconds ->
        [one] um segundo
       *[other] { NUM($seconds) } segundos
    }.
online-notice-stand-in = { $name } não voltou: o computador joga no lugar até a volta.
online-notice-left = { $name } saiu da mesa.
online-notice-left-bot = { $name } saiu da mesa; o computador fica com o lugar.
online-notice-kicked = Quem abriu a mesa tirou { $name } da mesa.
online-notice-kicked-bot = Quem abriu a mesa tirou { $name }; o computador fica com o lugar.
online-notice-host = Agora { $name } é quem cuida da mesa.
online-notice-joined = { $name } senta no lugar { $seat }.
online-notice-bot-added = { $name } entra como jogador do computador.
online-notice-bot-removed = { $name } deixa a mesa.
online-notice-held = Sua jogada espera um momento: os outros ainda podem agir fora da vez. Ela é feita em no máximo { $seconds ->
        [one] um segundo
       *[other] { NUM($seconds) } segundos
    }.
online-notice-time-warning = { $seconds ->
        [one] Resta um segundo
       *[other] Restam { NUM($seconds) } segundos
    } para a sua vez.
online-notice-timed-out = O tempo de { $name } acabou: o computador faz esta jogada.
online-notice-you-kicked = { $name } tirou você da mesa.

online-error-bad_json = O servidor não conseguiu ler essa mensagem.
online-error-bad_version = O servidor usa a versão { $version } do protocolo; atualize este console.
online-error-unknown_type = O servidor não conhece a mensagem { $type }.
online-error-bad_field = O servidor recusou uma mensagem com um campo errado: { $field }.
online-error-too_big = Essa mensagem é longa demais para o servidor.
online-error-hello_first = O servidor espera primeiro a saudação.
online-error-hello_again = Esta conexão já saudou o servidor.
online-error-bad_name = Esse nome fica vazio sem os caracteres de controle. Escolha outro nome.
online-error-bad_token = Esse código de volta não vale neste servidor; você está no saguão.
online-error-at_table = Você já está na mesa { $table }. Digite levanta primeiro.
online-error-bad_rules = Essas regras não podem ser usadas: { $reason }.
online-error-bad_level = Os níveis dos jogadores do computador são: { $levels }.
online-error-too_many_bots = Uma mesa de { NUM($seats) } lugares precisa deixar pelo menos um para uma pessoa.
online-error-no_table = Não existe a mesa { $table }.
online-error-private_table = Essa mesa é privada: entre com o código de convite.
online-error-already_started = A partida dessa mesa já começou. Você pode assistir.
online-error-name_taken = O nome { $name } já está em uso nessa mesa.
online-error-table_full = Essa mesa não tem lugar livre.
online-error-not_at_table = Você não está em uma mesa.
online-error-not_host = Só quem abriu a mesa pode fazer isso.
online-error-no_bot = Não há esse jogador do computador na mesa.
online-error-bad_seat = Não há jogador para tirar nesse lugar.
online-error-empty_chat = A mensagem fica vazia sem os caracteres de controle.
online-error-too_fast = Você está mandando mensagens rápido demais; essa não foi enviada.
online-error-not_seated = Quem assiste não pode jogar.
online-error-not_your_seat = Essa ação é de outro lugar; nada mudou.
online-error-not_started = A partida ainda não começou.
online-error-bad_seq = Essa ação foi escolhida sobre um estado que o servidor nunca mandou; nada mudou.
online-error-stale = A partida andou antes de a sua ação chegar; nada foi jogado. Ouça o que aconteceu e escolha de novo.
online-error-bad_action = O servidor não conseguiu ler essa ação; nada mudou.
online-error-held = Sua jogada anterior ainda está esperando; nada mudou.
online-error-not_stored = O servidor não conseguiu salvar essa jogada, então ela não foi feita. Tente de novo.
online-error-internal = O servidor teve um problema com essa mensagem ({ $detail }); nada mudou.
online-error-other = O servidor recusou: { $code }.

## uno-access serve e join
serve-opt-host = o endereço onde escutar (127.0.0.1 se não for dado; outro exige TLS ou --insecure)
serve-opt-port = a porta (8765 se não for dada; 0 escolhe uma livre)
serve-opt-db = o arquivo do armazenamento que guarda as mesas (se não for dado: o da pasta de dados)
serve-opt-certfile = o arquivo do certificado TLS (PEM)
serve-opt-keyfile = o arquivo da chave privada TLS (PEM)
serve-opt-insecure = permitir um endereço que não seja local mesmo sem TLS
serve-opt-pace = segundos entre as jogadas do computador (1 se não for dado)
serve-opt-rate = mensagens por segundo que uma conexão pode mandar antes de ser freada (20 se não for dado)
serve-need-both = O TLS precisa de --certfile e de --keyfile.
serve-bad-cert = O certificado ou a chave TLS não podem ser usados: { $detail }
serve-need-tls = Escutar em { $host } sem TLS mandaria cada mensagem às claras. Dê --certfile e --keyfile, ou --insecure para fazer assim mesmo.
serve-insecure = Atenção: escutando em { $host } sem TLS. Qualquer pessoa na rede pode ler e mudar as mensagens.
serve-bad-db = Não é possível abrir o armazenamento { $path }: { $detail }
serve-cannot-listen = Não é possível escutar em { $host } na porta { $port }: { $detail }
serve-listening = Escutando em { $url }; { $tables ->
        [0] nenhuma mesa para restaurar.
        [one] uma mesa restaurada.
       *[other] { $tables } mesas restauradas.
    }
serve-stopping = Parando: avisando cada jogador.
serve-stopped = Parado. Cada mesa está salva.
join-opt-url = o endereço do servidor, por exemplo ws://127.0.0.1:8765
join-opt-name = o seu nome nas mesas
join-opt-create = criar uma mesa logo de início (as opções do comando cria, entre aspas)
join-opt-table = entrar logo nesta mesa (o código da mesa ou um código de convite)
join-opt-spectate = assistir logo a esta mesa
join-opt-token = o código de volta do seu lugar (para voltar de outro aparelho)
join-opt-cafile = o arquivo da autoridade que assinou o certificado do servidor
join-metavar-options = OPÇÕES
join-metavar-code = CÓDIGO
join-metavar-token = CÓDIGO
cli-help-serve = iniciar um servidor para jogar online
cli-help-join = jogar online: entrar em um servidor de jogo

## a console remembers its seat's resume code (online-tokens.json in the user's data folder)
online-token-resume = Retomando o seu lugar com o código de volta salvo em { $path }.
online-token-not-used = Você pediu { $option }, então o seu lugar na mesa { $table } não é retomado com o código de volta salvo em { $path }.
online-token-file-bad = Não foi possível ler os códigos de volta salvos em { $path } ({ $detail }); eles não serão usados.
online-token-not-saved = Não foi possível salvar o seu código de volta em { $path } ({ $detail }); anote o código para voltar ao seu lugar.
online-resumed-seat = De volta ao seu lugar na mesa { $table }.
