import Trellis

extension Todo {
  public func view(_ state: State) -> Node<Action> {
    main(.class("todo")) {
      nav { a(.href("/")) { "All screens" } }
      h1 { "Todo" }
      form(.id("new-todo"), .class("new-todo"), .onSubmit { .addSubmitted($0["title"] ?? "") }) {
        label(.for("new-title")) { "What needs doing?" }
        input(
          .id("new-title"), .type(.text), .name("title"), .value(state.draft),
          .maxlength(Self.maxTitle), .placeholder("Buy bread"), .autocomplete("off"),
          .onInput { .draftChanged($0) })
        button(.id("add"), .type(.submit)) { "Add" }
      }
      // Always present, so showing a message patches one text instead of
      // shifting the elements after it.
      p(.id("todo-message"), .class("message"), .role("status"), .hidden(state.message == nil)) {
        state.message ?? ""
      }
      section(.class("todos"), .hidden(state.todos.isEmpty)) {
        p(.class("toggle-all")) {
          input(
            .id("toggle-all"), .type(.checkbox),
            .checked(!state.todos.isEmpty && state.activeCount == 0),
            .onCheck { .allDoneChanged($0) })
          label(.for("toggle-all")) { "Mark all as complete" }
        }
        ul(.id("todo-list")) {
          for item in state.visibleTodos { row(item, isEditing: item.id == state.editing) }
        }
      }
      footer(.class("todo-footer"), .hidden(state.todos.isEmpty)) {
        span(.id("todo-count")) {
          state.activeCount == 1 ? "1 item left" : "\(state.activeCount) items left"
        }
        p(.class("filters")) {
          for filter in Filter.allCases {
            button(
              .id("filter-\(filter.rawValue)"), .type(.button),
              .aria("pressed", filter == state.filter ? "true" : "false"),
              .onClick(.filterChosen(filter))
            ) { filter.label }
          }
        }
        if state.todos.contains(where: \.isDone) {
          button(.id("clear-completed"), .type(.button), .onClick(.clearCompletedTapped)) {
            "Clear completed"
          }
        }
      }
      // Last, so that an announcement shifts no other element.
      announcement(state.announcement)
    }
  }

  /// One todo: its checkbox, title, edit and delete buttons, or the edit form.
  func row(_ item: Item, isEditing: Bool) -> Node<Action> {
    li(.key(item.id), .id("todo-\(item.id)"), .class(["done": item.isDone, "editing": isEditing])) {
      if isEditing {
        form(.class("edit"), .onSubmit { .editSubmitted(id: item.id, title: $0["title"] ?? "") }) {
          input(
            .id("edit-title"), .type(.text), .name("title"), .value(item.title),
            .maxlength(Self.maxTitle), .aria("label", "New title"), .autocomplete("off"),
            .autofocus,
            .onKeyDown(key: "Escape", .editCancelled))
          button(.class("save"), .type(.submit)) { "Save" }
          button(.class("cancel"), .type(.button), .onClick(.editCancelled)) { "Cancel" }
        }
      } else {
        input(
          .class("toggle"), .type(.checkbox), .checked(item.isDone),
          .aria("labelledby", "title-\(item.id)"),
          // Shown at once; undone if the server refuses it.
          .onCheck(optimistic: [.toggleClass("done", on: "li")]) {
            .item(id: item.id, action: .doneChanged($0))
          })
        span(
          .id("title-\(item.id)"), .class("title"),
          .onClick(.item(id: item.id, action: .editTapped))
        ) {
          item.title
        }
        button(
          .class("edit"), .type(.button), .aria("label", "Edit “\(item.title)”"),
          .onClick(.item(id: item.id, action: .editTapped))
        ) { "Edit" }
        button(
          .class("delete"), .type(.button), .aria("label", "Delete “\(item.title)”"),
          .onClick(.item(id: item.id, action: .deleteTapped))
        ) { "×" }
      }
    }
  }
}
