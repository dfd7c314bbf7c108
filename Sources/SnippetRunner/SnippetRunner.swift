import NotesModel
