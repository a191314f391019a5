import ChoreoCLI
ChoreoCLI.main()
