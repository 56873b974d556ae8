# Jogos salvos, o armazenamento e os arquivos inválidos (uno_access/storage/store.py, storage/saves.py, console/games.py, cli/saves.py)

store-reason = { $reason ->
    [full] o disco está cheio
    [readonly] não é possível salvar arquivos na pasta
    [locked] outro programa está usando o arquivo
    [cannot_open] não é possível abrir o arquivo
    [corrupt] o arquivo está danificado
    [foreign] o arquivo pertence a outro programa ou a uma versão mais nova
    [not_a_file] não é um arquivo
    [missing] o arquivo ou a pasta não existe
    [missing_folder] a pasta { $folder } não existe
    [denied] não há permissão
    [too_large] o arquivo é grande demais
    [a_folder] é uma pasta, não um arquivo
    [not_a_folder] uma parte do caminho não é uma pasta
    [name_too_long] o nome é longo demais
    [link_loop] o caminho tem um ciclo de atalhos
    [exists] já existe
    [io] o disco informou um erro
    [address_in_use] outro programa já está usando essa porta
    [address_not_here] este computador não tem esse endereço
    [refused] o servidor recusou a conexão
    [timed_out] não houve resposta a tempo
    [unreachable] a rede não consegue chegar até lá
    [not_text] não é um arquivo de texto
    [not_json] não é possível ler o conteúdo
    [not_a_save] contém outros dados
    [unknown_version] foi salvo por uma versão desconhecida
    [no_game] não há nenhum jogo nele
    [inconsistent] as jogadas salvas não correspondem ao jogo
    [bad_certificate] não é um certificado ou uma chave válida
    [not_a_server] não é um servidor do uno-access
   *[other] o sistema informou um erro
}
store-save-failed = Não é possível salvar o jogo: { store-reason }. A partida continua sem ser salva.
store-cannot-read = Os jogos salvos em { $path } não podem ser usados: { store-reason }.
store-cannot-open = { store-cannot-read } { store-not-saving }
store-not-saving = Este jogo não será salvo.
store-quit-ask = Sair agora? O jogo está salvo como { $name }; uno-access play --resume { $name } continua o jogo. Escreva sim para sair ou não para continuar.
store-quit-ask-unsaved = Sair agora? Este jogo não foi salvo e será perdido. Escreva sim para sair ou não para continuar.
store-save-now = O jogo é salvo sozinho depois de cada jogada: está salvo como { $name }, e uno-access play --resume { $name } continua o jogo.
store-save-now-unsaved = Este jogo não está sendo salvo, então será perdido quando você sair.
store-saved-on-exit = O jogo está salvo como { $name }. Escreva uno-access play --resume { $name } para continuar.
store-not-saved-on-exit = O jogo não foi salvo.
store-internal-error = Algo deu errado dentro do jogo ({ $detail }). O jogo não foi salvo; por favor, relate o problema.
store-yes-or-no = Escreva sim ou não.
store-as-word = como
store-seat-kind = { $kind ->
    [human] uma pessoa
    [easy] um computador fácil
    [hard] um computador difícil
   *[normal] um computador normal
}
store-seat-points = { store-seat-kind } { $points ->
    [0] sem pontos
    [one] com { $points } ponto
   *[other] com { $points } pontos
}
store-game-line = { $name }: regras { $rules }, rodada { $hand }, salvo em { $date }. Jogadores: { $players }.
store-continue = Continuar o jogo salvo? { $game } Escreva sim para continuar ou não para começar um jogo novo.
store-continue-named = Continuar este jogo salvo? { $game } Escreva sim para continuar ou não para parar.
store-name-taken = Já existe um jogo salvo com o nome { $name }. Continue com uno-access play --resume { $name } ou apague com uno-access saves --delete { $name }.
store-kept = Começando um jogo novo; o jogo salvo { $name } continua guardado. O comando uno-access saves lista os jogos salvos.
store-bad-name = O nome de um jogo salvo tem de 1 a { $max } letras, algarismos ou espaços.
store-game-unusable = Não é possível continuar o jogo salvo { $name } ({ $detail }); ele fica como está.
store-no-such-save = Não existe jogo salvo com o nome { $name }. O comando uno-access saves lista os jogos salvos.
store-no-save-at = Não há nenhum jogo salvo em { $path }: { $detail }.
store-not-a-save = { $path } não é um jogo salvo do uno-access ({ $detail }); ficou como estava.
store-imported = O jogo salvo de uma versão anterior ({ $path }) agora está salvo como { $name }.
store-log-not-ours = { $path } não é um histórico de eventos do uno-access, por isso não é sobrescrito. Escolha outro arquivo.
store-locale-problem = Um arquivo de mensagens deste idioma não pode ser usado ({ $path }: { $reason ->
    [missing] não existe
    [unreadable] ilegível
    [binary] não é texto
    [too_large] grande demais
   *[broken] danificado
}); o inglês é usado para as mensagens dele.
store-metavar-name-or-file = NOME
store-opt-resume = continuar um jogo salvo (o último, ou o de nome NOME)
store-opt-save = o nome com que o novo jogo é salvo
store-opt-delete = apagar o jogo salvo de nome NOME
store-opt-yes = não pergunta antes de apagar
store-none = Não há nenhum jogo salvo.
store-list-head = { $count ->
    [one] Você tem um jogo salvo:
   *[other] Você tem { NUM($count, gender: "masculine") } jogos salvos:
}
store-list-how = uno-access play --resume NOME continua um deles; uno-access saves --delete NOME apaga um deles.
store-delete-ask = Apagar este jogo salvo? { $game } Escreva sim para apagar ou não para manter.
store-delete-cancelled = O jogo salvo é mantido.
store-deleted = O jogo salvo { $name } foi apagado.
cli-help-saves = listar ou apagar os jogos salvos
rules-error-teams-need-multiple = { $players } jogadores não podem formar { $teams } equipes do mesmo tamanho.
rules-error-bad-players = Um jogo precisa de 2 a 10 jogadores.
rules-error-bad-dealer = Não existe o lugar { $value } para dar as cartas.
store-rules-unusable = Estas regras não podem ser usadas juntas.
store-progress-unreadable = Não foi possível ler o seu progresso salvo ({ $path }), por isso você começa do zero; ele ficou como estava.
store-lesson-left-unsaved = Você saiu da lição { $title }. Não foi possível salvar o seu progresso.
store-legacy-unreadable = Não é possível ler o jogo salvo de uma versão anterior ({ $path }) ({ $detail }); ele ficou como estava e começa um jogo novo.
