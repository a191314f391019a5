import ChoreoCLI

ChoreoCLI.main()
